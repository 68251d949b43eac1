// /hotel/rooms (issue 19; spec §1 hotel mode with room status): the caller's rooms — locks in hotel mode they manage —
// by building and floor, occupied or vacant; check a guest in (a passcode for the stay) or out (the code taken back).
import { Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_STATUS, updateRoomRequestSchema, type Room } from '@lockconsole/shared/hotel/hotel';
import { NameModal } from '../../components/NameModal';
import { toast } from '../../lib/toast';
import { checkOut, listRooms, updateRoom } from '../../features/hotel/api/hotelApi';
import { CheckInModal } from '../../features/hotel/components/CheckInModal';

export function HotelRoomsPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState(0);
  const [building, setBuilding] = useState<string | null>(null);
  const [checkingIn, setCheckingIn] = useState<Room | null>(null);
  const [placing, setPlacing] = useState<{ room: Room; field: 'building' | 'floor' } | null>(null);
  const rooms = useQuery({
    queryKey: ['hotel-rooms', pageNo, status, building],
    queryFn: () => listRooms({ pageNo, status: status || undefined, building: building ?? undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void rooms.refetch();
  const out = async (r: Room) => {
    try {
      const res = await checkOut(r.lockId);
      if (res.cardFreed) toast.info(t('hotel.checkOut.cardFreed'));
      else if (res.codeRevoked) toast.success(t('hotel.checkOut.done'));
      else toast.info(t('hotel.checkOut.codeLater'));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
    refresh();
  };
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('hotel.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('hotel.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label={t('hotel.filter.status')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPageNo(1);
          }}
          options={[
            { value: 0, label: t('hotel.filter.all') },
            { value: ROOM_STATUS.occupied, label: t('hotel.status.1') },
            { value: ROOM_STATUS.vacant, label: t('hotel.status.2') },
          ]}
        />
        {(rooms.data?.buildings.length ?? 0) > 0 && (
          <Select
            aria-label={t('hotel.filter.building')}
            style={{ minWidth: 160 }}
            value={building ?? ''}
            onChange={(v) => {
              setBuilding(v || null);
              setPageNo(1);
            }}
            options={[
              { value: '', label: t('hotel.filter.allBuildings') },
              ...(rooms.data?.buildings ?? []).map((b) => ({ value: b, label: b })),
            ]}
          />
        )}
      </Space>
      <Table<Room>
        rowKey="lockId"
        size="middle"
        loading={rooms.isPending}
        dataSource={rooms.data?.list ?? []}
        locale={{ emptyText: t('hotel.empty') }}
        pagination={{ current: pageNo, pageSize: 50, total: rooms.data?.total ?? 0, onChange: setPageNo }}
        columns={[
          {
            key: 'room',
            title: t('hotel.columns.room'),
            render: (_, r) => (
              <>
                {r.room}
                {r.deviceKind !== 'door' && (
                  <Tag style={{ marginInlineStart: 8 }} data-testid="room-kind">
                    {t(`locks.kind.${r.deviceKind}`)}
                  </Tag>
                )}
              </>
            ),
          },
          {
            key: 'building',
            title: t('hotel.columns.building'),
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setPlacing({ room: r, field: 'building' })}>
                {r.building || t('hotel.columns.set')}
              </Button>
            ),
          },
          {
            key: 'floor',
            title: t('hotel.columns.floor'),
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setPlacing({ room: r, field: 'floor' })}>
                {r.floor || t('hotel.columns.set')}
              </Button>
            ),
          },
          {
            key: 'status',
            title: t('hotel.columns.status'),
            render: (_, r) => (
              <Tag
                color={r.stay?.overdue ? 'orange' : r.status === ROOM_STATUS.occupied ? 'blue' : 'green'}
                data-testid="room-status"
              >
                {r.stay?.overdue ? t('hotel.status.overdue') : t(`hotel.status.${r.status}`)}
              </Tag>
            ),
          },
          { key: 'guest', title: t('hotel.columns.guest'), render: (_, r) => r.stay?.guestName ?? '' },
          {
            key: 'until',
            title: t('hotel.columns.until'),
            render: (_, r) => (r.stay ? dayjs(r.stay.endDate).format('YYYY-MM-DD HH:mm') : ''),
          },
          {
            key: 'actions',
            title: t('hotel.columns.actions'),
            render: (_, r) =>
              r.stay ? (
                <Popconfirm
                  title={t(r.stay.withCard ? 'hotel.checkOut.confirmCard' : 'hotel.checkOut.confirm', {
                    guest: r.stay.guestName,
                  })}
                  okText={t('hotel.checkOut.action')}
                  cancelText={t('common.actions.cancel')}
                  onConfirm={() => out(r)}
                >
                  <Button size="small" aria-label={`${t('hotel.checkOut.action')}: ${r.room}`}>
                    {t('hotel.checkOut.action')}
                  </Button>
                </Popconfirm>
              ) : r.deviceKind !== 'door' ? null : (
                // A lift controller or a power switch has no guests of its own (a multi-device card: not built).
                <Button
                  size="small"
                  type="primary"
                  aria-label={`${t('hotel.checkIn.action')}: ${r.room}`}
                  onClick={() => setCheckingIn(r)}
                >
                  {t('hotel.checkIn.action')}
                </Button>
              ),
          },
        ]}
      />
      <CheckInModal
        key={checkingIn?.lockId ?? 0}
        room={checkingIn}
        onClose={(changed) => {
          setCheckingIn(null);
          if (changed) refresh();
        }}
      />
      {placing && (
        <NameModal
          open
          title={t(placing.field === 'building' ? 'hotel.place.building' : 'hotel.place.floor', {
            room: placing.room.room,
          })}
          label={t(placing.field === 'building' ? 'hotel.columns.building' : 'hotel.columns.floor')}
          initial={placing.room[placing.field]}
          schema={updateRoomRequestSchema.shape[placing.field]}
          onClose={() => setPlacing(null)}
          onSubmit={async (value: string) => {
            const next = { building: placing.room.building, floor: placing.room.floor, [placing.field]: value };
            await updateRoom(placing.room.lockId, next.building, next.floor);
            refresh();
          }}
        />
      )}
    </>
  );
}
