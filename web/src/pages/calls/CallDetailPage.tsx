import { Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';

export function CallDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageShell title="Call Details" subtitle={`Call ID: ${id}`} icon={IconPhoneCall}>
      <Text c="dimmed">The recording and full conversation transcript of this call will appear here.</Text>
    </PageShell>
  );
}
