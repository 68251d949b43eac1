// Full-page loading state (guard step 2) and the first-load fallback.
import { Spin } from 'antd';

export function FullPageLoading() {
  return (
    <div className="full-page-loading" role="status" aria-live="polite">
      <Spin size="large" />
    </div>
  );
}
