import { useState } from 'react';
import { Autocomplete, Button, Card, Group, Modal, Select, Stack, Text, Textarea, TextInput, Timeline, Title } from '@mantine/core';
import { IconClipboardCheck, IconMail, IconNote, IconUserCheck, IconArrowRight } from '@tabler/icons-react';
import { WORK_ORDER_LIMITS, WORK_ORDER_STATUS_LABELS, WORK_ORDER_STATUSES, type WorkOrderStatus } from '@landline/platform/workOrders';
import { useAgent } from '../../api/queries';
import type { WorkOrderChange } from '@landline/api';
import { useForwardWorkOrder, useUpdateWorkOrder, useWorkOrder } from '../../api/workOrders';
import { ApiError } from '../../api/errors';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatDateTime } from './callRules';
import { WorkOrderStatusBadge } from './WorkOrderStatusBadge';

/** A change's from and to are any text (empty before the first status): the label when it is a status. */
const STATUS_LABELS: Partial<Record<string, string>> = WORK_ORDER_STATUS_LABELS;
const statusLabel = (s: string) => STATUS_LABELS[s] ?? s;
const problem = (err: unknown) => (err instanceof ApiError ? err.message : 'Could not save. Check your connection and try again.');

/** One line of the history, as an owner reads it. */
function changeText(c: WorkOrderChange): string {
  const who = c.actor || 'Someone';
  if (c.kind === 'status') return `${who} moved it from ${statusLabel(c.from)} to ${statusLabel(c.to)}`;
  if (c.kind === 'assignee') return c.to ? `${who} assigned it to ${c.to}` : `${who} removed the assignee${c.from ? ` (${c.from})` : ''}`;
  if (c.kind === 'forwarded') return `${who} forwarded it to ${c.to}`;
  return `${who} added a note`;
}

const CHANGE_ICONS = { status: IconArrowRight, assignee: IconUserCheck, note: IconNote, forwarded: IconMail } as const;

function ForwardModal({ callId, opened, onClose }: { callId: string; opened: boolean; onClose: () => void }) {
  const forward = useForwardWorkOrder();
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const send = () =>
    forward.mutate(
      { callId, to, note },
      {
        onSuccess: () => {
          notifySuccess(`Work order sent to ${to}`);
          setTo('');
          setNote('');
          onClose();
        },
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title="Forward by email" centered>
      <Stack gap="sm">
        <TextInput
          label="To"
          description={`Up to ${WORK_ORDER_LIMITS.forwardTo} addresses, separated by commas`}
          placeholder="plumber@example.com"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={forward.error ? problem(forward.error) : undefined}
          data-autofocus
        />
        <Textarea
          label="Message (optional)"
          placeholder="Please call the tenant to schedule."
          autosize
          minRows={2}
          value={note}
          maxLength={WORK_ORDER_LIMITS.note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} loading={forward.isPending} disabled={!to.trim()} leftSection={<IconMail size={16} />}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The call's work order as something to act on: its status, who has it, internal notes, forwarding, history. */
export function WorkOrderWorkflow({ callId, agentId }: { callId: string; agentId: string }) {
  const workOrder = useWorkOrder(callId);
  const agent = useAgent(agentId);
  const update = useUpdateWorkOrder();
  const [assignee, setAssignee] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [forwarding, setForwarding] = useState(false);
  const w = workOrder.data;
  if (!w) return null;

  const team = [...new Set((agent.data?.transferConfig.ladder ?? []).map((c) => c.name).filter(Boolean))];
  const save = (body: { status?: WorkOrderStatus; assignee?: string; note?: string }, done: string, after?: () => void) =>
    update.mutate({ callId, ...body }, { onSuccess: () => (notifySuccess(done), after?.()), onError: (err) => notifyError(problem(err)) });
  const typedAssignee = assignee ?? w.assignee;

  return (
    <Card data-testid="work-order-workflow">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <IconClipboardCheck size={18} />
            <Title order={2} fz="lg">
              Work order status
            </Title>
            <WorkOrderStatusBadge status={w.status} />
          </Group>
          <Button variant="light" leftSection={<IconMail size={16} />} onClick={() => setForwarding(true)}>
            Forward by email
          </Button>
        </Group>

        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Status"
            data={WORK_ORDER_STATUSES.map((s) => ({ value: s, label: WORK_ORDER_STATUS_LABELS[s] }))}
            value={w.status}
            allowDeselect={false}
            onChange={(value) => value && value !== w.status && save({ status: value as WorkOrderStatus }, `Marked ${statusLabel(value)}`)}
            w={180}
            disabled={update.isPending}
          />
          <Autocomplete label="Assignee" placeholder="A person or vendor" data={team} value={typedAssignee} onChange={setAssignee} maxLength={WORK_ORDER_LIMITS.assignee} w={240} />
          <Button
            variant="default"
            disabled={update.isPending || typedAssignee.trim() === w.assignee}
            onClick={() => save({ assignee: typedAssignee.trim() }, typedAssignee.trim() ? `Assigned to ${typedAssignee.trim()}` : 'Assignee removed', () => setAssignee(null))}
          >
            {typedAssignee.trim() ? 'Assign' : 'Unassign'}
          </Button>
        </Group>

        <Stack gap={6}>
          <Textarea
            label="Internal note"
            description="Only your team sees notes."
            placeholder="What was done, who to call back…"
            autosize
            minRows={2}
            maxLength={WORK_ORDER_LIMITS.note}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconNote size={16} />}
              disabled={!note.trim() || update.isPending}
              onClick={() => save({ note: note.trim() }, 'Note added', () => setNote(''))}
            >
              Add note
            </Button>
          </Group>
        </Stack>

        <div>
          <Text fz="sm" fw={600} mb="xs">
            History
          </Text>
          {w.history.length === 0 ? (
            <Text fz="sm" c="dimmed" data-testid="work-order-history-empty">
              No changes yet. New work orders wait here until someone takes them on.
            </Text>
          ) : (
            <Timeline bulletSize={22} lineWidth={2} data-testid="work-order-history">
              {w.history.map((c) => {
                const Icon = CHANGE_ICONS[c.kind];
                return (
                  <Timeline.Item key={c.id} bullet={<Icon size={12} />} title={<Text fz="sm">{changeText(c)}</Text>}>
                    {c.note && (
                      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {c.note}
                      </Text>
                    )}
                    <Text fz="xs" c="dimmed">
                      {formatDateTime(c.at)}
                    </Text>
                  </Timeline.Item>
                );
              })}
            </Timeline>
          )}
        </div>
      </Stack>
      <ForwardModal callId={callId} opened={forwarding} onClose={() => setForwarding(false)} />
    </Card>
  );
}
