import { create } from 'zustand';

/** Why a guest is asked to connect: the modal's text says what signing in will do. */
export type ConnectReason = 'wishlist' | 'review';

interface ConnectModalState {
  /** The open modal's reason; null when closed (the spec's showModalConnect flag). */
  reason: ConnectReason | null;
  open: (reason: ConnectReason) => void;
  close: () => void;
}

export const useConnectModal = create<ConnectModalState>()((set) => ({
  reason: null,
  open: (reason) => set({ reason }),
  close: () => set({ reason: null }),
}));
