import './guide-steps.css';

/** Numbered steps a first-time phone user can follow (every install guide). */
export function GuideSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="guide-steps">
      {steps.map((step, index) => (
        <li key={index}>
          <span className="guide-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
