// STUB: content replaces this.
export function ExamBlogPage() {
  return null;
}
