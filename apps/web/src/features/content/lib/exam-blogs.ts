import type { ExamBlog } from '@abhyas/core';

// The long text of each exam page (content/exams/<id>.json). Only the exam blog page imports this
// module, so the texts travel in that page's chunk, never in the hall's. The content check in CI
// validates every file against `examBlogSchema`, so they are not parsed again in the browser.
const files = import.meta.glob<ExamBlog>('../../../../../../content/exams/*.json', {
  eager: true,
  import: 'default',
});

const blogs = new Map(Object.values(files).map((blog) => [blog.id, blog]));

export function findExamBlog(id: string): ExamBlog | undefined {
  return blogs.get(id);
}
