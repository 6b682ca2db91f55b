import { useQuery } from '@tanstack/react-query';
import { getPotdToday, potdTodayKey } from '@/lib/api/potd-today';
import { useUiLanguage } from '@/lib/use-ui-language';

export { potdTodayKey };

/** Today's problem in the interface language; refetched when the reader switches language. */
export function usePotdToday() {
  const language = useUiLanguage();
  return useQuery({
    queryKey: potdTodayKey(language),
    queryFn: ({ signal }) => getPotdToday(signal),
    // A 404 or a network failure is shown at once (spec §8); the student can press "Try again".
    retry: false,
  });
}
