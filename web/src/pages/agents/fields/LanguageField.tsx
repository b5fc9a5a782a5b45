import { Input, SegmentedControl } from '@mantine/core';
import { languageChoices, type LanguageChoice } from '../agentRules';

/** English, Spanish or both (stored as English plus bilingual). */
export function LanguageField({ value, onChange }: { value: LanguageChoice; onChange: (value: LanguageChoice) => void }) {
  return (
    <Input.Wrapper label="Language" description="The language your AI employee answers in">
      <SegmentedControl mt={6} fullWidth value={value} onChange={(next) => onChange(next as LanguageChoice)} data={languageChoices} aria-label="Language" />
    </Input.Wrapper>
  );
}
