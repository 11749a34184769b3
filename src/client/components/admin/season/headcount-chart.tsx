import { Box, Text } from "@radix-ui/themes";
import { useId } from "react";
import { formatDay } from "../../../../shared/season";

interface Props {
  days: { day: string; count: number }[];
  festivalStart: string;
  festivalEnd: string;
}

const BAR_GAP = 2;
const HEIGHT = 160;
const LABEL_ROOM = 18;

/**
 * People on site per day, build to strike: an SVG bar chart drawn with the theme's tokens, scaled to
 * its box (readable at 375 px: one bar per day, every few days labelled). The same figures are a
 * visually hidden table for screen readers; the picture itself is hidden from them.
 */
export function HeadcountChart({ days, festivalStart, festivalEnd }: Props) {
  const captionId = useId();
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = Math.max(days.length * 20, 240);
  const barWidth = width / days.length - BAR_GAP;
  const labelEvery = Math.ceil(days.length / 8);
  const peak = days.reduce((best, d) => (d.count > best.count ? d : best), days[0] ?? { day: "", count: 0 });
  return (
    <Box>
      <Text as="p" size="2" color="gray" id={captionId} mb="2">
        {peak && peak.count > 0
          ? `Most on site: ${peak.count} on ${formatDay(peak.day, "short")}. Darker bars are festival days.`
          : "Nobody has set their days yet."}
      </Text>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + LABEL_ROOM}`}
        style={{ width: "100%", height: "auto", maxHeight: 260 }}
        aria-hidden="true"
        className="headcount-chart"
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="var(--gray-a7)" strokeWidth={1} />
        {days.map((d, i) => {
          const h = (d.count / max) * (HEIGHT - 16);
          const x = i * (barWidth + BAR_GAP);
          const festival = d.day >= festivalStart && d.day <= festivalEnd;
          return (
            <g key={d.day}>
              <rect x={x} y={HEIGHT - h} width={barWidth} height={h} rx={2} fill={festival ? "var(--accent-9)" : "var(--accent-6)"} />
              {d.count > 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - h - 3} textAnchor="middle" fontSize={11} fill="var(--gray-12)">
                  {d.count}
                </text>
              )}
              {i % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT + 13} textAnchor="middle" fontSize={11} fill="var(--gray-11)">
                  {d.day.slice(5).replace("-", "/")}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden" aria-describedby={captionId}>
        <caption>People on site per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">People on site</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDay(d.day)}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
