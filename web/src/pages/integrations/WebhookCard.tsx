import { useState, type SubmitEvent } from 'react';
import { Button, Card, Divider, Group, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { describeError } from '../../api/errors';
import { FormError } from '../../components/FormError';
import { notifyError, notifySuccess } from '../../components/notify';
import { ConfirmModal } from './ConfirmModal';
import { useDeleteWebhook, useSaveWebhook, useTestWebhook, useWebhook, type Webhook } from './webhookApi';
import { urlProblem, WEBHOOK_TEXT } from './webhookRules';
import { WebhookSecret } from './WebhookSecret';

/** The endpoint's address and switch, its secret, a test, and removing it. */
export function WebhookCard() {
  const webhook = useWebhook();
  return (
    <Card shadow="xs" component="section" aria-label="Webhook">
      <Title order={2} fz="lg">
        Webhook
      </Title>
      <Text c="dimmed" fz="sm" mt={4} mb="md">
        Landline sends a message to your system whenever a call ends and whenever a work order changes, so your own tools stay up to date.
      </Text>
      {webhook.isPending ? (
        <Stack gap="sm">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : webhook.isError ? (
        <FormError error={describeError(webhook.error, WEBHOOK_TEXT.loadFailed)} />
      ) : (
        <WebhookForm webhook={webhook.data ?? null} />
      )}
    </Card>
  );
}

function WebhookForm({ webhook }: { webhook: Webhook | null }) {
  const savedUrl = webhook?.url ?? '';
  const [url, setUrl] = useState(savedUrl);
  // A newly saved or removed address replaces what is in the field.
  const [prevSavedUrl, setPrevSavedUrl] = useState(savedUrl);
  if (savedUrl !== prevSavedUrl) {
    setPrevSavedUrl(savedUrl);
    setUrl(savedUrl);
  }
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const save = useSaveWebhook();
  const test = useTestWebhook();
  const remove = useDeleteWebhook();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = urlProblem(url);
    setError(problem);
    if (problem) return;
    save.mutate(
      { url: url.trim(), enabled: webhook?.enabled ?? true },
      {
        onSuccess: () => notifySuccess(webhook ? 'Webhook saved.' : 'Webhook saved. Copy your signing secret below.'),
        onError: (e) => setError(describeError(e, WEBHOOK_TEXT.saveFailed)),
      },
    );
  };

  const toggle = (enabled: boolean) => {
    if (!webhook) return;
    save.mutate({ url: webhook.url, enabled }, { onError: (e) => notifyError(describeError(e, WEBHOOK_TEXT.saveFailed)) });
  };

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => notifySuccess('Test sent. Its result appears in the delivery log.'),
      onError: (e) => notifyError(describeError(e, 'Could not send a test. Please try again.')),
    });

  const removeNow = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setRemoving(false);
        setError(null);
        notifySuccess('Webhook removed.');
      },
      onError: (e) => notifyError(describeError(e, 'Could not remove the webhook. Please try again.')),
    });

  const changed = url.trim() !== savedUrl;

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Endpoint URL"
              placeholder="https://example.com/landline-webhook"
              value={url}
              onChange={(e) => {
                setUrl(e.currentTarget.value);
                setError(null);
              }}
              error={error ? true : undefined}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              style={{ flex: '1 1 280px' }}
              data-testid="webhook-url"
            />
            <Button type="submit" loading={save.isPending && changed} disabled={webhook !== null && !changed} data-testid="webhook-save">
              {webhook ? 'Save' : 'Save webhook'}
            </Button>
          </Group>
          <FormError error={error} />
        </Stack>
      </form>

      {webhook && (
        <>
          <Switch
            checked={webhook.enabled}
            onChange={(e) => toggle(e.currentTarget.checked)}
            disabled={save.isPending}
            label="Send events to this endpoint"
            description={webhook.enabled ? 'On: every finished call and work order change is sent.' : 'Off: nothing is sent except tests.'}
            data-testid="webhook-enabled"
          />
          <Divider />
          <WebhookSecret secret={webhook.secret} />
          <Divider />
          <Group justify="space-between" gap="sm">
            <Button leftSection={<IconSend size={16} />} variant="light" onClick={sendTest} loading={test.isPending} data-testid="webhook-test">
              Send test
            </Button>
            <Button leftSection={<IconTrash size={16} />} variant="subtle" color="red" onClick={() => setRemoving(true)}>
              Remove webhook
            </Button>
          </Group>
          <ConfirmModal
            title="Remove this webhook?"
            confirmLabel="Remove"
            danger
            opened={removing}
            busy={remove.isPending}
            onCancel={() => setRemoving(false)}
            onConfirm={removeNow}
          >
            Landline stops sending to {webhook.url}, and the delivery log and signing secret are deleted.
          </ConfirmModal>
        </>
      )}
    </Stack>
  );
}
