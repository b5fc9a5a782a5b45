import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import type { DashboardCosts } from '@landline/api';
import { formatPhoneNumber } from '../agents/agentRules';
import { formatMoney, minutesAtRate } from './money';

const COVERED_BY_TRIAL = 'Covered by trial';

function Row({ label, detail, value, testId, strong = false }: { label: string; detail?: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" fw={strong ? 700 : 500}>
          {label}
        </Text>
        {detail && (
          <Text fz="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </div>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 600} className="tabular" data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function SectionLabel({ children }: { children: string }) {
  return (
    <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mt={4}>
      {children}
    </Text>
  );
}

/** The billing period's days in the owner's time zone (the day Today's Activity shows), e.g. 'Jun 9 – Jun 16'. */
export function periodLabel(start: string | null, end: string | null, timeZone: string): string | null {
  if (!start || !end) return null;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  }
  const [from, to] = [new Date(start), new Date(end)];
  return Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) ? null : `${format.format(from)} – ${format.format(to)}`;
}

/** Costs in dollars: total, calls (billable minutes × rate), phone numbers, per agent and per number. */
export function CostBreakdown({ costs, timezone }: { costs: DashboardCosts; timezone: string }) {
  const money = (amount: number) => formatMoney(amount, costs.currency);
  const period = periodLabel(costs.periodStart, costs.periodEnd, timezone);
  return (
    <Stack gap={10} data-testid="costs">
      <Divider />
      <Group justify="space-between" gap="xs">
        <Text fw={700}>Costs</Text>
        {costs.coveredByTrial && (
          <Badge color="teal" variant="light" radius="sm" data-testid="costs-covered">
            {COVERED_BY_TRIAL}
          </Badge>
        )}
      </Group>
      <Row label="Total" detail={period ?? undefined} value={money(costs.totalCost)} testId="cost-total" strong />
      <Row label="Calls" detail={minutesAtRate(costs.billableMinutes, costs.perMinuteRate, costs.currency)} value={money(costs.callCost)} testId="cost-calls" />
      <Row label="Phone numbers" detail="Monthly" value={money(costs.phoneCost)} testId="cost-phones" />
      {costs.coveredByTrial && <Row label="Amount due" value={money(costs.amountDue)} testId="cost-due" />}

      {costs.perAgent.length > 0 && (
        <>
          <SectionLabel>By AI employee</SectionLabel>
          {costs.perAgent.map((agent) => (
            <Group key={agent.agentId} justify="space-between" gap="sm" wrap="nowrap" data-testid="cost-agent">
              <div style={{ minWidth: 0 }}>
                <Text fz="sm" fw={500} truncate data-testid="cost-agent-name">
                  {agent.agentName || 'AI employee'}
                </Text>
                <Text fz="xs" c="dimmed" data-testid="cost-agent-calls">
                  {agent.callCount} {agent.callCount === 1 ? 'call' : 'calls'} · {agent.minutes} min
                </Text>
              </div>
              <Text fz="sm" fw={600} className="tabular" data-testid="cost-agent-charge">
                {money(agent.customerCharge)}
              </Text>
            </Group>
          ))}
        </>
      )}

      {costs.phoneNumbers.length > 0 && (
        <>
          <SectionLabel>Phone numbers</SectionLabel>
          {costs.phoneNumbers.map((number) => (
            <Group key={number.phoneNumber} justify="space-between" gap="sm" wrap="nowrap" align="flex-start" data-testid="cost-number">
              <Stack gap={2} align="flex-start">
                <Text fz="sm" className="tabular" data-testid="cost-number-value" style={{ whiteSpace: 'nowrap' }}>
                  {formatPhoneNumber(number.phoneNumber)}
                </Text>
                {number.coveredByTrial && (
                  <Badge color="teal" variant="light" size="xs" radius="sm" data-testid="cost-number-covered">
                    {COVERED_BY_TRIAL}
                  </Badge>
                )}
              </Stack>
              <Text fz="sm" fw={600} className="tabular" data-testid="cost-number-monthly" style={{ whiteSpace: 'nowrap' }}>
                {money(number.monthlyCost)}/mo
              </Text>
            </Group>
          ))}
        </>
      )}
      {costs.phoneNumbersUnavailable && (
        <Text fz="xs" c="dimmed">
          Phone number prices are unavailable right now.
        </Text>
      )}
    </Stack>
  );
}
