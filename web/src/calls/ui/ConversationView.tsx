import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { toDate } from '../../api/serverTime';

export interface ConversationItem {
  id: string | number;
  role: 'user' | 'model' | 'system';
  text: string;
  timestamp?: string | null;
  carried?: boolean;
  /** Overrides the employee label (lines said by an employee before a transfer). */
  speaker?: string;
  interrupted?: boolean;
  streaming?: boolean;
}

function timeOf(timestamp: string | null | undefined): string {
  const date = toDate(timestamp);
  return date ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' }) : '';
}

function Bubble({ item, callerLabel, agentLabel }: { item: ConversationItem; callerLabel: string; agentLabel: string }) {
  if (item.role === 'system') {
    return (
      <Text fz="xs" c="dimmed" ta="center" px="md" data-testid="conversation-notice">
        {item.text}
      </Text>
    );
  }
  const caller = item.role === 'user';
  const time = timeOf(item.timestamp);
  return (
    <Box
      className="conversation-line"
      data-role={caller ? 'caller' : 'agent'}
      data-carried={item.carried || undefined}
      data-testid={caller ? 'caller-message' : 'agent-message'}
      style={{ alignSelf: caller ? 'flex-start' : 'flex-end', maxWidth: '85%' }}
    >
      <Group gap={6} justify={caller ? 'flex-start' : 'flex-end'} mb={2}>
        <Text fz={11} fw={600} c="dimmed" tt="uppercase">
          {caller ? callerLabel : item.speaker || agentLabel}
        </Text>
        {time && (
          <Text fz={11} c="dimmed" className="tabular">
            {time}
          </Text>
        )}
      </Group>
      <Box className="conversation-bubble" data-role={caller ? 'caller' : 'agent'}>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {item.text}
          {item.interrupted ? ' —' : ''}
          {item.streaming ? <span className="typing-caret" aria-hidden /> : null}
        </Text>
      </Box>
    </Box>
  );
}

/**
 * A conversation: the caller's messages on the left, the AI employee's on the right,
 * notices in the middle. Carried lines (before a transfer) come first, under `carriedLabel`.
 */
export function ConversationView({
  items,
  callerLabel = 'Caller',
  agentLabel,
  emptyText,
  carriedLabel,
  height,
  interim,
  live = false,
}: {
  items: ConversationItem[];
  callerLabel?: string;
  agentLabel: string;
  emptyText?: ReactNode;
  carriedLabel?: string;
  /** A fixed height scrolls inside (live calls); none grows with the content (call page). */
  height?: number | string;
  /** The caller's words while they are still speaking. */
  interim?: string;
  /** Keep the newest line in view as the call goes on. */
  live?: boolean;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const count = items.length;
  const lastText = items[count - 1]?.text;
  useEffect(() => {
    if (!live) return;
    const element = viewport.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }, [live, count, lastText, interim]);

  const lastCarried = items.reduce((index, item, i) => (item.carried ? i : index), -1);
  const body = (
    <Stack gap="sm" p={height ? 'sm' : 0} role="log" aria-label="Conversation" aria-live={live ? 'polite' : undefined}>
      {items.length === 0 && emptyText}
      {items.map((item, index) => (
        <Stack key={item.id} gap="sm">
          <Bubble item={item} callerLabel={callerLabel} agentLabel={agentLabel} />
          {index === lastCarried && carriedLabel && <Divider label={carriedLabel} labelPosition="center" />}
        </Stack>
      ))}
      {interim && (
        <Text fz="sm" c="dimmed" fs="italic" data-testid="interim-speech">
          {interim}…
        </Text>
      )}
    </Stack>
  );
  if (!height) return body;
  return (
    <ScrollArea h={height} viewportRef={viewport} type="auto" className="conversation-scroll" offsetScrollbars>
      {body}
    </ScrollArea>
  );
}
