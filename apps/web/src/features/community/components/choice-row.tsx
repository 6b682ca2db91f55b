/** One radio choice as a full-width row with a line of explanation (48 px or more to tap). */
export function ChoiceRow({
  name,
  checked,
  onChange,
  title,
  body,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  body: string;
}) {
  return (
    <label
      className={
        checked
          ? 'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-primary-600 bg-primary-50 px-3 py-2.5'
          : 'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5'
      }
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-1.5 size-5 accent-primary-700"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm leading-relaxed text-slate-700">{body}</span>
      </span>
    </label>
  );
}
