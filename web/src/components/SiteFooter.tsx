import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { AppLink } from './AppLink';
import { Logo } from './Logo';
import { demoEmployees } from '../pages/landing/demoEmployees';
import { SUPPORT_EMAIL } from '../config/site';

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={10}>
      <Text fw={700} c="white" fz="sm" tt="uppercase" lts={0.6}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Site footer: Quick Links, Demos, Legal and the contact anchor (#contact) the Support link points at. */
export function SiteFooter() {
  return (
    <Box component="footer" bg="#0b1430" pt={64} pb={32}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 32, md: 48 }}>
          <Stack gap="md" id="contact" data-anchor>
            <Logo inverted />
            <Text c="gray.5" fz="sm" maw={280}>
              AI voice employees that answer calls for property managers and landlords, 24/7, in English and Spanish.
            </Text>
            <Stack gap={4}>
              <Text fw={700} c="white" fz="sm">
                Contact &amp; support
              </Text>
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} className="footer-link">
                <Group gap={6}>
                  <IconMail size={16} />
                  {SUPPORT_EMAIL}
                </Group>
              </Anchor>
            </Stack>
          </Stack>
          <FooterColumn title="Quick Links">
            <AppLink to="/#home" className="footer-link">
              Home
            </AppLink>
            <AppLink to="/#demo" className="footer-link">
              Demo
            </AppLink>
            <AppLink to="/#waitlist" className="footer-link">
              Join the Waitlist
            </AppLink>
            <AppLink to="/login" className="footer-link">
              Login
            </AppLink>
            <AppLink to="/signup" className="footer-link">
              Get Started
            </AppLink>
          </FooterColumn>
          <FooterColumn title="Demos">
            {demoEmployees.map((employee) => (
              <AppLink key={employee.slug} to={`/#employee-${employee.slug}`} className="footer-link">
                {employee.name} · {employee.title}
              </AppLink>
            ))}
          </FooterColumn>
          <FooterColumn title="Legal">
            <AppLink to="/tos" className="footer-link">
              Terms of Service
            </AppLink>
            <AppLink to="/privacy" className="footer-link">
              Privacy Policy
            </AppLink>
          </FooterColumn>
        </SimpleGrid>
        <Divider color="rgba(255,255,255,0.08)" my={32} />
        <Group justify="space-between" gap="sm">
          <Text c="gray.5" fz="xs">
            © {new Date().getFullYear()} Landline. All rights reserved.
          </Text>
          <Text c="gray.5" fz="xs">
            Beta service. For business use by people aged 18 or over.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
