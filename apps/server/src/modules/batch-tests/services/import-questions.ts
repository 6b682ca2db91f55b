import type { ImportReport, InstituteImportRequest } from '@abhyas/core';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { importInstituteQuestions } from '../../questions/institute-import.ts';
import { questionFileReader } from '../../questions/moodle/reader.ts';

/**
 * An institute admin's import into the institute's own questions, all or nothing (docs/institutes.md):
 * the file is read in a worker first, then checked and written in one transaction of the institute.
 */
export async function importQuestions(
  d: Deps,
  organizationId: string,
  req: InstituteImportRequest,
): Promise<ImportReport> {
  const parsed = await questionFileReader.run({ format: req.format, contentBase64: req.contentBase64 });
  return inOrganisation(d.db, organizationId, (tx) =>
    importInstituteQuestions(tx, organizationId, req, parsed),
  );
}
