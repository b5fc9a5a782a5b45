import { useState, type SubmitEvent } from 'react';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MIN_INPUT_LENGTH } from '../constants';

/**
 * Typed turns: every browser (and every test) can talk to the employee, with or without speech
 * recognition. Typing while a reply plays interrupts it.
 */
export function TypedTurnInput({ enabled, onSend, placeholder = 'Type what you would say…' }: { enabled: boolean; onSend: (text: string) => boolean; placeholder?: string }) {
  const [text, setText] = useState('');
  const ready = enabled && Array.from(text.trim()).length > MIN_INPUT_LENGTH;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    if (onSend(text)) setText('');
  }

  return (
    <form onSubmit={submit} aria-label="Type a message">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label="Your message"
          style={{ flex: 1 }}
          autoComplete="off"
          maxLength={1000}
        />
        <ActionIcon type="submit" size={36} radius="md" aria-label="Send" title="Send" disabled={!ready}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
