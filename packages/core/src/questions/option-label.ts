/**
 * One numbering for answer options everywhere (flash cards made from questions, the hall, its question paper, the analysis, the report
 * dialog and the admin's screens): 1, 2, 3, 4, as the real computer-based tests of SSC, IBPS and RRB
 * number them, so a student reads "option 3" the same way in the rehearsal and in the exam.
 *
 * Some questions bring their own labels: an error-spotting item whose stem names the parts
 * "(A) … / (B) …" has options "(A) If I was you," … "No error". Numbering those too would label an
 * option twice ("1. (A) If I was you,"), so a question whose options carry their own bracketed label
 * gets no numbers of ours at all. Initials such as "C. V. Raman" are not labels: only "(A)", "(b)" or
 * "(3)" followed by a space count.
 */
const ownLabel = /^\s*\((?:[A-Ea-e]|[1-9])\)\s/;

/** True when any option of the question starts with its own label such as "(A) ". */
export function optionsCarryLabels(options: readonly string[]): boolean {
  return options.some((o) => ownLabel.test(o));
}

/** The label to show before option `index` ("1." …), or null when the question's options carry their own. */
export function optionLabel(options: readonly string[], index: number): string | null {
  return optionsCarryLabels(options) ? null : `${index + 1}.`;
}
