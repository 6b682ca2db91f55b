import type { ChooseSubscriptionResponse, PlanContract, PlanKey, Subscription } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useChoosePlan } from '../api/choose-plan';
import { useMyPlans } from '../api/get-my-plans';
import { usePlans } from '../api/get-plans';
import { PlanCard } from '../components/plan-card';
import { PlanStatus } from '../components/plan-status';

function PlanGrid({
  plans,
  currentKey,
  choosingKey,
  onChoose,
}: {
  plans: PlanContract[];
  currentKey: PlanKey;
  choosingKey: PlanKey | null;
  onChoose: (plan: PlanContract) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard
          key={plan.key}
          plan={plan}
          current={plan.key === currentKey}
          choosing={choosingKey === plan.key}
          disabled={choosingKey !== null}
          onChoose={() => onChoose(plan)}
        />
      ))}
    </ul>
  );
}

/**
 * /purchase (docs/plans.md): the free plans with what each includes, the caller's plan with its
 * receipt, and, for an institute's admin, the institute's plans and how many students it has.
 */
export function PurchasePage() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const catalogue = usePlans();
  const mine = useMyPlans();
  const choose = useChoosePlan();
  const [choosingKey, setChoosingKey] = useState<PlanKey | null>(null);
  const [chosen, setChosen] = useState<ChooseSubscriptionResponse | null>(null);

  const meta = <PageMeta title={t('plans.meta.title')} description={t('plans.meta.description')} noindex />;
  if (catalogue.isPending || mine.isPending) return <LoadingState />;
  const failed = catalogue.error ?? mine.error;
  if (failed || !catalogue.data || !mine.data)
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          void catalogue.refetch();
          void mine.refetch();
        }}
      />
    );

  const plans = catalogue.data.data;
  const nameOf = (key: PlanKey) => plans.find((p) => p.key === key)?.name[lang] ?? key;
  const { student, institute } = mine.data;

  function onChoose(plan: PlanContract, organizationId?: string) {
    if (choosingKey) return;
    setChoosingKey(plan.key);
    setChosen(null);
    choose.mutate(
      { planKey: plan.key, ...(organizationId ? { organizationId } : {}) },
      {
        onSuccess: (result) => setChosen(result),
        onSettled: () => setChoosingKey(null),
      },
    );
  }

  const receiptLink = (subscription: Subscription) => (
    <Link className="font-semibold underline" to={`/purchase/receipt/${subscription.id}`}>
      {t('plans.status.receipt')}
    </Link>
  );

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-6">
      {meta}
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('plans.heading')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('plans.intro')}</p>
      </header>

      {chosen && (
        <Alert variant="success">
          <p>
            {t(chosen.subscription.audience === 'institute' ? 'plans.chosenInstitute' : 'plans.chosen', {
              name: nameOf(chosen.subscription.planKey),
              number: chosen.subscription.receiptNumber,
            })}{' '}
            {receiptLink(chosen.subscription)}
          </p>
        </Alert>
      )}
      {choose.isError && <Alert variant="error">{errorMessage(choose.error)}</Alert>}

      <section aria-labelledby="my-plan" className="space-y-4">
        <h2 id="my-plan" className="text-xl font-semibold text-slate-900">
          {t('plans.mine.heading')}
        </h2>
        <PlanStatus planName={nameOf(student.planKey)} subscription={student.subscription} />
        <PlanGrid
          plans={plans.filter((p) => p.audience === 'student')}
          currentKey={student.planKey}
          choosingKey={choosingKey}
          onChoose={(plan) => onChoose(plan)}
        />
      </section>

      {institute && (
        <section aria-labelledby="institute-plan" className="space-y-4">
          <h2 id="institute-plan" className="text-xl font-semibold text-slate-900">
            {t('plans.institute.heading', { name: institute.organisationName })}
          </h2>
          <p className="text-slate-700" data-testid="institute-seats">
            {institute.studentLimit === null
              ? t('plans.institute.studentsOnly', { students: institute.students })
              : t('plans.institute.seats', { students: institute.students, limit: institute.studentLimit })}
          </p>
          <PlanStatus
            planName={nameOf(institute.planKey)}
            subscription={institute.subscription}
            owner="institute"
          />
          <PlanGrid
            plans={plans.filter((p) => p.audience === 'institute')}
            currentKey={institute.planKey}
            choosingKey={choosingKey}
            onChoose={(plan) => onChoose(plan, institute.organizationId)}
          />
        </section>
      )}
    </div>
  );
}
