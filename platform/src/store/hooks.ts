import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { StoreDispatch, StoreState } from './createStore';

export const useAppDispatch: () => StoreDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<StoreState> = useSelector;
