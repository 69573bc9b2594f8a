import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconMicrophone, IconPaperclip, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { CHAT_MAX_FILE_BYTES } from '@tiraj/domain';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useRecorder } from './use-recorder.ts';

/** What a message carries: text, a file or a voice recording (one file at most). */
export interface Draft {
  content: string;
  file: File | null;
  voice: File | null;
}

/** The multipart form SPEC.md §7 names: content, type and file (the caller adds receiverId). */
export function formOf(draft: Draft): FormData {
  const form = new FormData();
  form.append('content', draft.content.trim());
  form.append('type', draft.voice ? 'voice' : draft.file ? 'file' : 'text');
  const file = draft.voice ?? draft.file;
  if (file) form.append('file', file);
  return form;
}

/**
 * A text input, a file input, the record button and the send button, used
 * by the broadcast bar and the thread. Nothing is sent when all three are
 * empty (SPEC.md §5); the draft is kept when sending fails.
 */
export function Composer(props: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSend: (draft: Draft) => Promise<unknown>;
}) {
  const { t } = useTranslation(['reports', 'common']);
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  // The microphone's failure, not a request's: no query or mutation to carry it in its meta.
  const onError = useCallback((message: string) => toast.error('voiceMessage', message), []);
  const recorder = useRecorder(onError);

  const pickFile = (picked: File | null) => {
    const refused = !!picked && picked.size > CHAT_MAX_FILE_BYTES;
    setTooBig(refused);
    setFile(refused ? null : picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { content, file, voice: recorder.voice };
    if (!content.trim() && !file && !recorder.voice) return;
    if (props.pending || recorder.recording) return;
    props
      .onSend(draft)
      .then(() => {
        setContent('');
        setFile(null);
        recorder.clear();
      })
      .catch(() => {});
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      aria-label={props.label}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label={t('common:fields.message')}
            placeholder={t('chat.typeMessage')}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
            maxLength={4000}
          />
          <FileInput
            // The name holds the visible text (placeholder or file name), as WCAG 2.5.3 asks.
            aria-label={file ? t('chat.fileNamed', { name: file.name }) : t('chat.attachFile')}
            placeholder={t('chat.attachFile')}
            leftSection={<IconPaperclip size={16} />}
            value={file}
            onChange={pickFile}
            clearable
            disabled={!!recorder.voice || recorder.recording}
            error={tooBig ? t('chat.fileTooBig') : null}
            maw={{ base: '100%', sm: 260 }}
            style={{ flex: '1 1 180px' }}
          />
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={recorder.recording ? t('chat.stopRecording') : t('chat.recordTip')}>
              <ActionIcon
                size={36}
                variant="filled"
                color={recorder.recording ? 'red' : undefined}
                aria-label={recorder.recording ? t('chat.stopRecording') : t('chat.record')}
                data-recording={recorder.recording}
                disabled={!!file}
                onClick={recorder.toggle}
              >
                {recorder.recording ? (
                  <IconPlayerStopFilled size={18} />
                ) : (
                  <IconMicrophone size={18} />
                )}
              </ActionIcon>
            </Tooltip>
            {recorder.recording && (
              // How long the message is so far: a seller is told how long it listens.
              <Text role="timer" size="sm" c="red.8" fw={600} ff="monospace">
                {`${Math.floor(recorder.seconds / 60)}:${String(recorder.seconds % 60).padStart(2, '0')}`}
              </Text>
            )}
            <Button type="submit" leftSection={<IconSend size={16} />} disabled={props.pending}>
              {props.pending ? props.pendingLabel : props.submitLabel}
            </Button>
          </Group>
        </Group>
        {recorder.voice && (
          <Group gap={4}>
            <Badge variant="light" leftSection={<IconMicrophone size={12} />}>
              {t('chat.voiceReady')}
            </Badge>
            <CloseButton size="sm" aria-label={t('chat.removeVoice')} onClick={recorder.clear} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
