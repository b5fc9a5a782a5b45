import { Group, Radio, SimpleGrid, Text } from '@mantine/core';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
}

/** A radio group shown as cards, each with its label and a plain-language description. */
export function ChoiceCards<T extends string>({
  label,
  value,
  onChange,
  options,
  required,
}: {
  label: string;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly Choice<T>[];
  required?: boolean;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)} required={required}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6}>
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} p="md" radius="md" className="choice-card" aria-label={option.label}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Text fw={600} fz="sm">
                  {option.label}
                </Text>
                <Text fz="xs" c="dimmed">
                  {option.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
