import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form's error line (nothing when there is none). */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} variant="light" role="alert">
      {error}
    </Alert>
  );
}
