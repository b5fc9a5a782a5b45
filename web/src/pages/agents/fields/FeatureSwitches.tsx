import { Stack, Switch } from '@mantine/core';
import { featureOptions, type FeatureToggles } from '../agentRules';

export function FeatureSwitches({ value, onChange }: { value: FeatureToggles; onChange: (value: FeatureToggles) => void }) {
  return (
    <Stack gap="sm">
      {featureOptions.map((option) => (
        <Switch
          key={option.key}
          label={option.label}
          description={option.description}
          checked={value[option.key]}
          onChange={(event) => onChange({ ...value, [option.key]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
