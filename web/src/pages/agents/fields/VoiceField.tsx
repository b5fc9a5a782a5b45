import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconPlayerStop, IconRefresh, IconWaveSine } from '@tabler/icons-react';
import { api } from '../../../api/endpoints';
import { useVoices } from '../../../api/queries';
import { describeError } from '../../../api/errors';
import type { AgentLanguage, Voice, VoiceLanguageCode } from '@landline/api';
import { notifyError } from '../../../components/notify';
import { VOICES_FAILED, noVoicesMessage, previewText, voiceSaveBlock } from '../agentRules';
import { pickVoice, voiceLabel, voiceMismatchesGender, type VoiceGender } from '../voiceRules';

export interface VoiceSelection {
  languageCode: VoiceLanguageCode;
  voices: Voice[];
  /** The chosen voice when the loaded list offers it. */
  selected: Voice | undefined;
  loading: boolean;
  failed: boolean;
  block: ReturnType<typeof voiceSaveBlock>;
  retry: () => void;
  retrying: boolean;
}

/**
 * Loads the voices of one language and keeps the chosen voice valid: when the list does not offer the
 * current voice (a new language resets it), it picks the first preferred voice of `gender` offered, else
 * one of that gender, else the first voice. With `followGender` (no voice chosen by the owner yet), a
 * voice of the other gender is replaced too, so the voice follows the agent's name as it is typed.
 */
export function useVoiceSelection({
  languageCode,
  voiceName,
  onVoiceChange,
  preferred = [],
  gender,
  followGender = false,
}: {
  languageCode: VoiceLanguageCode;
  voiceName: string;
  /** Called with the voice picked and the voices it was picked from. */
  onVoiceChange: (name: string, offered: Voice[]) => void;
  preferred?: (string | undefined)[];
  gender?: VoiceGender;
  followGender?: boolean;
}): VoiceSelection {
  const query = useVoices(languageCode);
  const voices = query.data?.voices ?? [];
  const preferredKey = preferred.filter(Boolean).join('|');

  useEffect(() => {
    if (!query.isSuccess) return;
    const list = query.data.voices;
    const current = list.find((voice) => voice.name === voiceName);
    const keep = followGender && voiceMismatchesGender(current, gender) ? undefined : voiceName;
    const next = pickVoice(list, keep, preferredKey ? preferredKey.split('|') : [], gender);
    if ((next?.name ?? '') !== voiceName) onVoiceChange(next?.name ?? '', list);
  }, [query.isSuccess, query.data, voiceName, preferredKey, onVoiceChange, gender, followGender]);

  const selected = voices.find((voice) => voice.name === voiceName);
  const loading = query.isPending;
  const failed = query.isError;
  return {
    languageCode,
    voices,
    selected,
    loading,
    failed,
    block: voiceSaveBlock({ loading, failed, voiceName: selected?.name }),
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

/** Plays a sample sentence in the chosen voice through POST /api/tts. */
function useVoicePreview() {
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    setPlaying(false);
  }, []);

  useEffect(() => stop, [stop]);

  const play = async (request: Parameters<typeof api.synthesize>[0]) => {
    stop();
    setLoading(true);
    try {
      const blob = await api.synthesize(request);
      url.current = URL.createObjectURL(blob);
      const element = new Audio(url.current);
      audio.current = element;
      element.onended = stop;
      element.onerror = stop;
      setPlaying(true);
      await element.play().catch(() => {
        // Autoplay refused or no audio output: nothing to play here.
        stop();
      });
    } catch (error) {
      notifyError(describeError(error, 'Failed to play the voice preview'));
    } finally {
      setLoading(false);
    }
  };

  return { playing, loading, play, stop };
}

/** The voice select (voices by name, gender and accent), the preview button and the voice errors. */
export function VoiceField({
  selection,
  voiceName,
  onVoiceChange,
  previewLanguage,
  agentName,
  companyName,
}: {
  selection: VoiceSelection;
  voiceName: string;
  onVoiceChange: (name: string) => void;
  previewLanguage: AgentLanguage;
  agentName: string;
  companyName: string;
}) {
  const preview = useVoicePreview();
  const empty = !selection.loading && !selection.failed && selection.voices.length === 0;

  // A new language or voice stops the sample that is playing.
  const { stop } = preview;
  useEffect(() => stop(), [stop, selection.languageCode, voiceName]);

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Voice"
          name="voice"
          required
          style={{ flex: '1 1 260px' }}
          placeholder={selection.loading ? 'Loading voices...' : 'Select a voice'}
          disabled={selection.loading || selection.failed || empty}
          data={selection.voices.map((voice) => ({ value: voice.name, label: voiceLabel(voice) }))}
          value={selection.selected ? voiceName : null}
          onChange={(value) => onVoiceChange(value ?? '')}
          allowDeselect={false}
          checkIconPosition="right"
          leftSection={<IconWaveSine size={16} />}
        />
        <Button
          variant="light"
          leftSection={preview.playing ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
          disabled={!selection.selected}
          loading={preview.loading}
          onClick={() =>
            preview.playing
              ? preview.stop()
              : void preview.play({
                  employee: agentName.trim() || 'Preview',
                  language: previewLanguage,
                  text: previewText(previewLanguage, agentName, companyName),
                  provider: 'google',
                  format: 'mp3',
                  voiceName,
                })
          }
        >
          {preview.playing ? 'Stop preview' : 'Preview voice'}
        </Button>
      </Group>
      {selection.failed && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{VOICES_FAILED}</Text>
            <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={selection.retry} loading={selection.retrying}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {empty && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {noVoicesMessage(selection.languageCode)}
        </Alert>
      )}
    </Stack>
  );
}
