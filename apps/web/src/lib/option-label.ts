/** The option numbering rule lives in core (the server's flash cards number options the same way). */
export { optionLabel, optionsCarryLabels } from '@abhyas/core/constants';
