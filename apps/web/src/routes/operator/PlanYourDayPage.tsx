import { PlanYourDay } from '../../features/scheduling/PlanYourDay.tsx';

/** `/company/schedule` ("Available activities"). */
export function PlanYourDayPage() {
  return <PlanYourDay />;
}
