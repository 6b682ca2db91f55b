/** Placeholder: being built in issue 4. */
export function TestUploadPage() {
  return null;
}
