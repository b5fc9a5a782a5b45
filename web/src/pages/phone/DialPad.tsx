import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { DIAL_KEYS } from '../../calls/phone/dialing';
import classes from './phone.module.css';

/** The 3x4 keypad: 1-9, *, 0 and # with their letters. */
export function DialPad({ onPress, disabled = false }: { onPress: (key: string) => void; disabled?: boolean }) {
  return (
    <SimpleGrid cols={3} spacing="md" verticalSpacing="sm" style={{ justifyItems: 'center' }} role="group" aria-label="Dial pad">
      {DIAL_KEYS.map(({ key, letters }) => (
        <UnstyledButton key={key} className={classes.key} onClick={() => onPress(key)} disabled={disabled} data-testid="dial-key">
          <span className={classes.keyDigit}>{key}</span>
          <span className={classes.keyLetters} aria-hidden>
            {letters}
          </span>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
