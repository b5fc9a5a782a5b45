import type { AfterHoursBehaviour } from '@landline/api';
import { ChoiceCards } from '../../../components/ChoiceCards';
import { afterHoursOptions } from '../agentRules';

/** What the AI employee does outside business hours, with a plain-language description of each choice. */
export function AfterHoursField({ value, onChange }: { value: AfterHoursBehaviour; onChange: (value: AfterHoursBehaviour) => void }) {
  return <ChoiceCards label="After-hours behaviour" value={value} onChange={onChange} options={afterHoursOptions} />;
}
