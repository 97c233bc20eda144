import type { LoginMode, LoginReason, PopupType, StoreState } from './types';

export function isOpen( state: StoreState ): boolean {
	return state.isOpen;
}

export function getType( state: StoreState ): PopupType {
	return state.type;
}

export function getMode( state: StoreState ): LoginMode {
	return state.mode;
}

export function getReason( state: StoreState ): LoginReason | null {
	return state.reason;
}
