// Doors opened per hour over the last 24 h (ECharts, only its bar chart, grid and tooltip on a canvas: ~180 KB gz,
// loaded by the map routes only). The hours are shown in the viewer's time zone.
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Props = {
  hours: { hour: number; unlocks: number }[];
  label: string;
  seriesName: string;
  colors: { bar: string; text: string; line: string };
  height?: number;
};

const hourLabel = (ms: number) => new Date(ms).toTimeString().slice(0, 5);

export function HourChart({ hours, label, seriesName, colors, height = 220 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const c = echarts.init(box.current!, undefined, { renderer: 'canvas' });
    chart.current = c;
    const resize = () => c.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({
      animation: false,
      grid: { left: 40, right: 12, top: 12, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: hours.map((h) => hourLabel(h.hour)),
        axisLabel: { color: colors.text, interval: 3 },
        axisLine: { lineStyle: { color: colors.line } },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { color: colors.text },
        splitLine: { lineStyle: { color: colors.line } },
      },
      series: [{ type: 'bar', name: seriesName, data: hours.map((h) => h.unlocks), itemStyle: { color: colors.bar } }],
    });
  }, [hours, seriesName, colors]);

  return (
    <div role="img" aria-label={label}>
      <div ref={box} style={{ width: '100%', height }} />
    </div>
  );
}
