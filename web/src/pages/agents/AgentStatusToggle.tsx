import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { describeError } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import type { Agent } from '@landline/api';
import { notifyError } from '../../components/notify';
import { UPDATE_FAILED } from './agentRules';

export type ToggleableStatus = 'active' | 'paused';

const shownNotices = new Map<string, string>();
let noticeCount = 0;

/** How long the confirmation (with its Undo) stays up. */
const STATUS_UNDO_MS = 8000;

function statusNotice(name: string, status: ToggleableStatus): { title: string; message: string } {
  return status === 'paused' ? { title: `${name} is paused`, message: 'It no longer answers calls.' } : { title: `${name} is active`, message: 'It answers calls again.' };
}

/** Changes only the agent's status (PATCH /updateAIEmployee leaves whatever is not sent as it is). */
async function saveStatus(queryClient: QueryClient, agentId: string, status: ToggleableStatus): Promise<Agent> {
  const { aiemployee } = await api.updateAgent({ agentId, status });
  queryClient.setQueryData(queryKeys.agent(agentId), { aiemployee });
  void queryClient.invalidateQueries({ queryKey: queryKeys.agents });
  return aiemployee;
}

/**
 * Pause and Resume take effect at once; the confirmation offers Undo, which puts the status back.
 * `onChange` hears every status the server confirmed (the change, and an undo).
 */
export function AgentStatusToggle({
  agent,
  status,
  onChange,
  disabled,
}: {
  agent: Pick<Agent, 'id' | 'customName'>;
  status: string;
  onChange?: (status: ToggleableStatus) => void;
  disabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const paused = status === 'paused';
  const name = agent.customName || 'Your AI employee';

  async function change(next: ToggleableStatus, undoable: boolean) {
    setBusy(true);
    try {
      await saveStatus(queryClient, agent.id, next);
      onChange?.(next);
      const notice = statusNotice(name, next);
      const undo = undoable ? () => void change(next === 'paused' ? 'active' : 'paused', false) : undefined;
      // The newest confirmation replaces the one before (an undo replaces the notice it undid).
      const previous = shownNotices.get(agent.id);
      if (previous) notifications.hide(previous);
      const id = `agent-status-${agent.id}-${++noticeCount}`;
      shownNotices.set(agent.id, id);
      notifications.show({
        id,
        color: next === 'paused' ? 'yellow' : 'teal',
        title: notice.title,
        autoClose: STATUS_UNDO_MS,
        message: (
          <Group justify="space-between" gap="sm" wrap="nowrap" data-testid="status-notice">
            <Text fz="sm">{notice.message}</Text>
            {undo && (
              <Button size="compact-sm" variant="light" color="gray" onClick={undo}>
                Undo
              </Button>
            )}
          </Group>
        ),
      });
    } catch (error) {
      notifyError(describeError(error, UPDATE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="light"
      color={paused ? 'teal' : 'yellow'}
      leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
      onClick={() => void change(paused ? 'active' : 'paused', true)}
      loading={busy}
      disabled={disabled}
    >
      {paused ? 'Resume' : 'Pause'}
    </Button>
  );
}
