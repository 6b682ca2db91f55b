import { FileDown } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button';

interface PdfButtonProps {
  label: string;
  /** The accessible name when the visible label alone would be ambiguous in a list. */
  ariaLabel?: string;
  loading: boolean;
  onClick: () => void;
  variant?: ButtonVariant;
}

export function PdfButton({ label, ariaLabel, loading, onClick, variant = 'secondary' }: PdfButtonProps) {
  return (
    <Button variant={variant} loading={loading} onClick={onClick} aria-label={ariaLabel}>
      {!loading && <FileDown aria-hidden="true" className="size-5" />}
      {label}
    </Button>
  );
}
