import { useState, type SubmitEvent } from 'react';
import { Alert, Box, Button, Container, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHeadset, IconShieldCheck, IconSparkles } from '@tabler/icons-react';
import { useJoinWaitlist } from '../../api/queries';
import { ApiError } from '../../api/errors';
import type { RequestBody } from '@landline/api';

const WAITLIST_REQUIRED = 'Please fill in all required fields.';
const WAITLIST_FAILED = 'Something went wrong. Please try again.';

const perks = [
  { icon: IconSparkles, title: 'Early access', text: 'Be first to put an AI employee on your phone line.' },
  { icon: IconHeadset, title: 'Hands-on setup', text: 'We help you tailor your employee to your properties.' },
  { icon: IconShieldCheck, title: 'Business-grade', text: 'Recordings, transcripts and transfers built in.' },
];

// Phone rules come with libphonenumber's metadata, which the page does not need until the visitor types a number.
const phoneRules = () => import('../../components/phoneNumbers');

const emptyForm: Required<RequestBody<'POST /joinWaitlist'>> = { name: '', company: '', email: '', phone: '' };

/** Shows the server's `error` for a rejected entry (4xx); anything else gets the generic message. */
function waitlistErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return WAITLIST_FAILED;
}

function ThankYou() {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" role="status">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={3}>Thank You!</Title>
      <Text c="dimmed">You&apos;re on the list. We&apos;ll be in touch soon.</Text>
    </Stack>
  );
}

export function WaitlistSection() {
  const [form, setForm] = useState<Required<RequestBody<'POST /joinWaitlist'>>>(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const joinWaitlist = useJoinWaitlist();

  const update = (field: keyof RequestBody<'POST /joinWaitlist'>) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
  };

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { isPhoneNumber, phoneKey, PHONE_INVALID_MESSAGE } = await phoneRules();
    const entry: RequestBody<'POST /joinWaitlist'> = {
      name: form.name.trim(),
      company: form.company.trim(),
      email: form.email.trim(),
      phone: phoneKey(form.phone),
    };
    if (!entry.name || !entry.email || !entry.phone) {
      setError(WAITLIST_REQUIRED);
      return;
    }
    if (!isPhoneNumber(entry.phone)) {
      setError(PHONE_INVALID_MESSAGE);
      return;
    }
    setError(null);
    joinWaitlist.mutate(entry, { onError: (caught) => setError(waitlistErrorText(caught)) });
  }

  return (
    <Box component="section" id="waitlist" data-anchor className="section-muted" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Title order={2} fz={{ base: 30, md: 38 }} lts={-0.5}>
              Join the early-access waitlist
            </Title>
            <Text c="gray.7">Landline is in beta. Tell us about your business and we&apos;ll reach out as soon as a spot opens for your properties.</Text>
            <Stack gap="md">
              {perks.map((perk) => (
                <Box key={perk.title} style={{ display: 'flex', gap: 14 }}>
                  <ThemeIcon size={40} radius="md" variant="light">
                    <perk.icon size={22} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{perk.title}</Text>
                    <Text fz="sm" c="dimmed">
                      {perk.text}
                    </Text>
                  </div>
                </Box>
              ))}
            </Stack>
          </Stack>

          <Paper withBorder shadow="md" p={{ base: 'lg', sm: 32 }} radius="lg">
            {joinWaitlist.isSuccess ? (
              <ThankYou />
            ) : (
              <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Waitlist">
                <Stack gap="md">
                  <TextInput label="Name" name="name" autoComplete="name" required value={form.name} onChange={update('name')} />
                  <TextInput label="Company" name="company" autoComplete="organization" value={form.company} onChange={update('company')} />
                  <TextInput label="Email" name="email" type="email" autoComplete="email" required value={form.email} onChange={update('email')} />
                  <TextInput
                    label="Phone"
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    required
                    value={form.phone}
                    onChange={update('phone')}
                    onFocus={() => void phoneRules()}
                    onBlur={() => void phoneRules().then(({ displayPhone }) => setForm((current) => ({ ...current, phone: displayPhone(current.phone) })))}
                  />
                  {error && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                      {error}
                    </Alert>
                  )}
                  <Button type="submit" size="md" fullWidth loading={joinWaitlist.isPending}>
                    Join the Waitlist
                  </Button>
                  <Text fz="xs" c="dimmed" ta="center">
                    We only use your details to contact you about Landline.
                  </Text>
                </Stack>
              </form>
            )}
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
