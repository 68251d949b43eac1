// An account in a list cell: the account name, and the nickname under it when it says something more.
import { Typography } from 'antd';

export function AccountCell({ username, nickname }: { username: string; nickname?: string | null }) {
  return (
    <div>
      {username}
      {nickname && nickname !== username && (
        <>
          <br />
          <Typography.Text type="secondary">{nickname}</Typography.Text>
        </>
      )}
    </div>
  );
}
