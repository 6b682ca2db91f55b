/**
 * Addresses of other screens, as those screens define them (features do not import each other).
 * A weak topic opens the bank's questions of that topic (/questions/{subject}/{topic}).
 */
export const topicQuestionsPath = (w: { subject: string; topic: string }) =>
  `/questions/${encodeURIComponent(w.subject)}/${encodeURIComponent(w.topic)}`;
export const examDashboardPath = '/organization/exam-dashboard';
export const studentManagementPath = '/student-management';
export const attendancePath = '/organization/attendance-management';
export const adminDashboardPath = '/organization/admin-dashboard';
