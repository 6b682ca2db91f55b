import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { downloadFile, exportPath, templatePath } from '../api/download';

interface Item {
  key: string;
  label: string;
  path: string;
  fileName: string;
}

function DownloadRow({ items }: { items: Item[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function get(item: Item) {
    setBusy(item.key);
    setProblem(null);
    try {
      await downloadFile(item.path, item.fileName);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {items.map((item) => (
          <Button
            key={item.key}
            variant="secondary"
            loading={busy === item.key}
            onClick={() => void get(item)}
          >
            <Download aria-hidden="true" className="size-4" />
            {item.label}
          </Button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {problem}
        </p>
      )}
    </div>
  );
}

export function TemplateDownloads() {
  const { t } = useTranslation();
  return (
    <DownloadRow
      items={(['csv', 'xlsx'] as const).map((f) => ({
        key: f,
        label: t(`testUpload.downloads.template.${f}`),
        path: templatePath(f),
        fileName: `abhyas-questions-template.${f}`,
      }))}
    />
  );
}

export function ExportDownloads({ setId, slug }: { setId: string; slug: string }) {
  const { t } = useTranslation();
  return (
    <DownloadRow
      items={(['csv', 'xlsx', 'json'] as const).map((f) => ({
        key: f,
        label: t(`testUpload.downloads.export.${f}`),
        path: exportPath(setId, f),
        fileName: `${slug}.${f}`,
      }))}
    />
  );
}
