import type { ExamCategory } from '@abhyas/core';
import {
  BookOpenCheck,
  Briefcase,
  GraduationCap,
  Landmark,
  Shield,
  ShieldCheck,
  TrainFront,
} from 'lucide-react';

const icons = {
  ssc: BookOpenCheck,
  banking: Landmark,
  railway: TrainFront,
  defence: Shield,
  teaching: GraduationCap,
  'civil-services': Briefcase,
  police: ShieldCheck,
} satisfies Record<ExamCategory, unknown>;

export function ExamCategoryIcon({ category, className }: { category: ExamCategory; className?: string }) {
  const Icon = icons[category];
  return <Icon aria-hidden="true" className={className} />;
}
