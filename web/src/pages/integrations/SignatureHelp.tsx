import { Card, Code, List, Text, Title } from '@mantine/core';

const EXAMPLE = `import crypto from 'node:crypto';

// rawBody: the request body exactly as received, before parsing it.
function fromLandline(rawBody, signatureHeader, secret) {
  const parts = Object.fromEntries(signatureHeader.split(',').map((p) => p.split('=')));
  const expected = crypto.createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  const recent = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
  return recent && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1 ?? ''));
}`;

/** How an owner's endpoint tells a real message from Landline from a forged one. */
export function SignatureHelp() {
  return (
    <Card shadow="xs" component="section" aria-label="Checking a message came from Landline">
      <Title order={2} fz="lg" mb={4}>
        Checking a message came from Landline
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Every message is a POST with a JSON body and a <Code>Landline-Signature</Code> header such as <Code>t=1735689600,v1=5f2b…</Code>. To check it:
      </Text>
      <List type="ordered" fz="sm" spacing={6} mb="sm">
        <List.Item>
          Take <Code>t</Code> (when it was sent, in seconds) and <Code>v1</Code> from the header.
        </List.Item>
        <List.Item>
          Join <Code>t</Code>, a dot and the body exactly as it arrived, for example <Code>1735689600.{'{"id":"evt_…"}'}</Code>.
        </List.Item>
        <List.Item>
          Compute the HMAC-SHA256 of that text with your whole signing secret (including <Code>whsec_</Code>) as the key, written in hex. It must equal <Code>v1</Code>.
        </List.Item>
        <List.Item>Ignore messages whose time is more than a few minutes old.</List.Item>
      </List>
      <Text fz="sm" mb="sm">
        The <Code>Landline-Event</Code> header names the event (<Code>call.completed</Code>, <Code>work_order.updated</Code> or <Code>ping</Code> for a test). A message that was
        not answered with a 2xx status is sent again later, with the same <Code>id</Code>, so you can skip one you already have.
      </Text>
      {/* Focusable so keyboard users can scroll the example sideways on narrow screens. */}
      <Code block fz="xs" style={{ whiteSpace: 'pre', overflowX: 'auto' }} tabIndex={0} aria-label="Example signed webhook request">
        {EXAMPLE}
      </Code>
    </Card>
  );
}
