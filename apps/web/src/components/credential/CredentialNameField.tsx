// The optional name of a credential in its add form (card, QR code, key fob, keypad, …): at most 50 characters (the
// shared credentialNameParam), its problem under it.
import { Form, Input } from 'antd';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (name: string) => void;
  problem?: string;
  width?: number;
};

export function CredentialNameField({ id, label, value, onChange, problem, width = 360 }: Props) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={problem ? 'error' : undefined}
      help={problem ? <span role="alert">{problem}</span> : undefined}
    >
      <Input
        id={id}
        value={value}
        maxLength={50}
        onChange={(e) => onChange(e.target.value)}
        style={{ maxWidth: width }}
      />
    </Form.Item>
  );
}
