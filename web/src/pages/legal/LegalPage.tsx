import { Alert, Anchor, Box, Container, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LandingHeader } from '../landing/LandingHeader';
import { SiteFooter } from '../../components/SiteFooter';

const LEGAL_LAST_UPDATED = 'October 21, 2025';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  after?: string[];
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** Shared frame of the Terms of Service and Privacy Policy pages. */
export function LegalPage({ title, intro, sections, sibling }: { title: string; intro: string; sections: LegalSection[]; sibling: { to: string; label: string } }) {
  return (
    <Box>
      <LandingHeader />
      <Box component="main" className="section-muted" py={{ base: 40, md: 64 }}>
        <Container size="md">
          <Stack gap="xs" mb="xl">
            <Title order={1} fz={{ base: 32, md: 42 }} lts={-0.5}>
              {title}
            </Title>
            <Text c="dimmed">Last updated: {LEGAL_LAST_UPDATED}</Text>
          </Stack>
          <Paper withBorder p={{ base: 'lg', sm: 40 }} radius="lg">
            <Stack gap="lg">
              <Alert variant="light" icon={<IconInfoCircle size={18} />} title="Beta service">
                Landline is in beta. The service is provided &quot;as is&quot; and &quot;as available&quot;, and is intended for business use by people aged 18 or over.
              </Alert>
              <Text>{intro}</Text>
              <Box component="nav" aria-label="Contents">
                <Text fw={700} mb={6}>
                  Contents
                </Text>
                <List type="ordered" spacing="xs" fz="sm">
                  {sections.map((section) => (
                    <List.Item key={section.heading}>
                      <Anchor href={`#${slug(section.heading)}`} fz="sm">
                        {section.heading}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Box>
              <Divider />
              {sections.map((section, index) => (
                <Stack key={section.heading} gap="xs" id={slug(section.heading)} data-anchor component="section">
                  <Title order={2} fz="xl">
                    {index + 1}. {section.heading}
                  </Title>
                  {section.paragraphs?.map((paragraph) => (
                    <Text key={paragraph} c="gray.8" lh={1.65}>
                      {paragraph}
                    </Text>
                  ))}
                  {section.bullets && (
                    <List spacing={6} c="gray.8" lh={1.6}>
                      {section.bullets.map((bullet) => (
                        <List.Item key={bullet}>{bullet}</List.Item>
                      ))}
                    </List>
                  )}
                  {section.after?.map((paragraph) => (
                    <Text key={paragraph} c="gray.8" lh={1.65}>
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              ))}
              <Divider />
              <Text fz="sm" c="dimmed">
                See also our{' '}
                <Anchor component={Link} to={sibling.to}>
                  {sibling.label}
                </Anchor>
                .
              </Text>
            </Stack>
          </Paper>
        </Container>
      </Box>
      <SiteFooter />
    </Box>
  );
}
