// The slider check (spec §3 slider code): drag the piece into the gap, or use the arrow keys and Enter.
// A passed check hands its token back; a failed one loads a new picture (each token is checked once).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GetSliderVerifyImgResponse } from '@lockconsole/shared/user/get-slider-verify-img';
import { BrandConfig } from '../BrandConfig';
import { getSliderVerifyImg, isSliderValid } from './verificationApi';

const HANDLE = 40;

type Props = { open: boolean; onPassed: (sliderToken: string) => void; onCancel: () => void };

export function SliderCheckModal({ open, onPassed, onCancel }: Props) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<GetSliderVerifyImgResponse | null>(null);
  const [x, setX] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const drag = useRef<{ startX: number; startValue: number } | null>(null);
  const handleRef = useRef<HTMLDivElement>(null);

  const reload = useCallback(async () => {
    setBusy(true);
    setX(0);
    try {
      setPuzzle(await getSliderVerifyImg());
    } catch {
      setPuzzle(null);
    } finally {
      setBusy(false);
    }
  }, []);

  // The dialog is mounted when it opens: fetch the first picture then.
  useEffect(() => {
    let live = true;
    getSliderVerifyImg().then(
      (p) => live && setPuzzle(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (puzzle && open) handleRef.current?.focus();
  }, [puzzle, open]);

  const max = puzzle ? puzzle.width - puzzle.sliderSize : 0;
  const clampX = (v: number) => Math.max(0, Math.min(max, Math.round(v)));

  const submit = async (value: number) => {
    if (!puzzle || busy) return;
    setBusy(true);
    try {
      await isSliderValid(puzzle.token, value);
      onPassed(puzzle.token);
    } catch {
      setFailed(true);
      setBusy(false);
      await reload();
      return;
    }
    setBusy(false);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, number> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      PageUp: x + 10,
      PageDown: x - 10,
      Home: 0,
      End: max,
    };
    if (e.key in moves) {
      e.preventDefault();
      setX(clampX(moves[e.key]!));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      void submit(x);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startValue: x };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setX(clampX(drag.current.startValue + e.clientX - drag.current.startX));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit(x);
  };

  return (
    <BrandConfig>
      <Modal
        open={open}
        title={t('common.slider.title')}
        onCancel={onCancel}
        footer={null}
        width={puzzle ? puzzle.width + 48 : 348}
        destroyOnHidden
      >
        <Spin spinning={busy || !puzzle}>
          {failed && <Alert type="error" showIcon title={t('common.slider.failed')} style={{ marginBottom: 12 }} />}
          {puzzle ? (
            <>
              <div className="slider-check__picture" style={{ width: puzzle.width, height: puzzle.height }}>
                <img
                  src={puzzle.bgImage}
                  width={puzzle.width}
                  height={puzzle.height}
                  alt={t('common.slider.pictureAlt')}
                  data-testid="slider-bg"
                />
                <img
                  className="slider-check__piece"
                  src={puzzle.sliderImage}
                  width={puzzle.sliderSize}
                  height={puzzle.sliderSize}
                  style={{ left: x, top: puzzle.y }}
                  alt=""
                  data-testid="slider-piece"
                />
              </div>
              <div className="slider-check__track" style={{ width: max + HANDLE }}>
                <div
                  ref={handleRef}
                  className="slider-check__handle"
                  role="slider"
                  tabIndex={0}
                  aria-label={t('common.slider.handleLabel')}
                  aria-valuemin={0}
                  aria-valuemax={max}
                  aria-valuenow={x}
                  aria-describedby="slider-check-hint"
                  style={{ left: x }}
                  onKeyDown={onKeyDown}
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                >
                  <ArrowRightOutlined aria-hidden="true" />
                </div>
              </div>
              <p id="slider-check-hint" className="slider-check__hint">
                {t('common.slider.hint')}
              </p>
            </>
          ) : (
            <div style={{ height: 200 }} />
          )}
          <Button icon={<ReloadOutlined />} onClick={() => void reload()} disabled={busy}>
            {t('common.slider.refresh')}
          </Button>
        </Spin>
      </Modal>
    </BrandConfig>
  );
}
