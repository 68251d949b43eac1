// Collecting a fingerprint with a desk reader (issue 15, spec §3 "Fingerprint device driver: first maker 1, second
// maker 2"): choose the maker, connect to its driver program on this computer (reader/ — the loopback bridge), then
// Collect: each press shows live (presses counted of the reader's total, a poor press asks for the same finger
// again) until the reader hands over the template. Every reader problem shows the spec's message (driver not found,
// device not found, connection failed, occupied, collection failed, plugin version too low). The template goes to
// the caller (`onCollected`), which sends it to the chosen locks.
import { Alert, Button, Form, Progress, Radio, Space, Tag, Typography } from 'antd';
import { ApiOutlined, CheckCircleFilled, DisconnectOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  openReader,
  ReaderError,
  type EnrolResult,
  type EnrolStep,
  type FingerprintReader,
  type ReaderInfo,
  type ReaderMaker,
} from '../reader/openReader';

type Props = {
  onCollected: (r: EnrolResult) => void;
  /** The collected template is no longer valid (collect again). */
  onReset: () => void;
};

type Phase =
  | { phase: 'idle' }
  | { phase: 'connecting' }
  | { phase: 'connected'; info: ReaderInfo }
  | { phase: 'collecting'; info: ReaderInfo; step: EnrolStep | null }
  | { phase: 'collected'; info: ReaderInfo; result: EnrolResult };

/** The text of a reader problem (spec §3 messages), by the reader's error code. */
export const readerErrorKey = (e: unknown) =>
  `biometrics.reader.error.${e instanceof ReaderError ? e.code : 'connectionFailed'}`;

export function ReaderCollect({ onCollected, onReset }: Props) {
  const { t } = useTranslation();
  const [maker, setMaker] = useState<ReaderMaker>(1);
  const [state, setState] = useState<Phase>({ phase: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const reader = useRef<FingerprintReader | null>(null);
  useEffect(
    () => () => {
      reader.current?.close();
      reader.current = null;
    },
    [],
  );

  const disconnect = () => {
    reader.current?.close();
    reader.current = null;
  };
  const fail = (e: unknown) => {
    setProblem(t(readerErrorKey(e)));
  };
  const connect = async () => {
    disconnect();
    setProblem(null);
    setState({ phase: 'connecting' });
    try {
      const opened = await openReader(maker, {
        onStatus: (s) => {
          if (s === 'unplugged') setProblem(t('biometrics.reader.error.deviceNotFound'));
          if (s === 'plugged') setProblem(null);
          if (s === 'closed') {
            reader.current = null;
            setState((p) => (p.phase === 'collected' ? p : { phase: 'idle' }));
          }
        },
      });
      reader.current = opened;
      setState({ phase: 'connected', info: opened.info });
    } catch (e) {
      reader.current = null;
      setState({ phase: 'idle' });
      fail(e);
    }
  };
  const collect = async () => {
    const r = reader.current;
    if (!r) return void connect();
    setProblem(null);
    onReset();
    const info = r.info;
    setState({ phase: 'collecting', info, step: null });
    try {
      const result = await r.enrol({ onStep: (step) => setState({ phase: 'collecting', info, step }) });
      setState({ phase: 'collected', info, result });
      onCollected(result);
    } catch (e) {
      setState(reader.current ? { phase: 'connected', info } : { phase: 'idle' });
      fail(e);
    }
  };

  const cancel = () => reader.current?.cancel();
  const info = state.phase === 'idle' || state.phase === 'connecting' ? null : state.info;
  const step = state.phase === 'collecting' ? state.step : null;
  return (
    <div data-testid="reader-collect">
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('biometrics.reader.maker')} extra={t('biometrics.reader.makerHelp')}>
          <Radio.Group
            value={maker}
            disabled={state.phase === 'collecting' || state.phase === 'connecting'}
            onChange={(e) => {
              disconnect();
              setState({ phase: 'idle' });
              setProblem(null);
              onReset();
              setMaker(e.target.value as ReaderMaker);
            }}
            options={[
              { value: 1, label: t('biometrics.reader.maker1') },
              { value: 2, label: t('biometrics.reader.maker2') },
            ]}
          />
        </Form.Item>
      </Form>
      <Space wrap style={{ marginBottom: 12 }}>
        {!info ? (
          <Button
            icon={<ApiOutlined />}
            loading={state.phase === 'connecting'}
            onClick={() => void connect()}
            data-testid="reader-connect"
          >
            {t('biometrics.reader.connect')}
          </Button>
        ) : (
          <>
            <Tag color="green" data-testid="reader-connected">
              {t('biometrics.reader.connected', {
                model: info.model ?? info.name ?? '',
                version: info.version,
              })}
            </Tag>
            <Button
              type="primary"
              loading={state.phase === 'collecting'}
              onClick={() => void collect()}
              data-testid="reader-collect-start"
            >
              {t(state.phase === 'collected' ? 'biometrics.reader.collectAgain' : 'biometrics.reader.collect')}
            </Button>
            {state.phase === 'collecting' && <Button onClick={cancel}>{t('common.actions.cancel')}</Button>}
            <Button
              icon={<DisconnectOutlined />}
              disabled={state.phase === 'collecting'}
              onClick={() => {
                disconnect();
                setState({ phase: 'idle' });
              }}
            >
              {t('biometrics.reader.disconnect')}
            </Button>
          </>
        )}
      </Space>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={problem}
          style={{ marginBottom: 12 }}
          data-testid="reader-error"
        />
      )}
      {state.phase === 'collecting' && (
        <div role="status" aria-live="polite" data-testid="reader-progress" style={{ maxWidth: 480 }}>
          <Typography.Text strong data-testid="reader-step">
            {t('biometrics.reader.step', { done: step?.done ?? 0, total: step?.total ?? '…' })}
          </Typography.Text>
          {step && (
            <Progress percent={Math.round((step.done / step.total) * 100)} steps={step.total} showInfo={false} />
          )}
          <Alert
            type={step?.hint === 'poor' ? 'warning' : 'info'}
            showIcon
            message={t(`biometrics.reader.hint.${step?.hint ?? 'press'}`, { quality: step?.quality ?? 0 })}
            style={{ marginTop: 8 }}
          />
        </div>
      )}
      {state.phase === 'collected' && (
        <Typography.Text type="success" data-testid="reader-collected">
          <CheckCircleFilled /> {t('biometrics.reader.collected', { quality: state.result.quality })}
        </Typography.Text>
      )}
    </div>
  );
}
