import { createContext, useContext } from 'react';

/** Opens a player's card in the draft room (the pool and the queue share one card). */
export const PlayerCardOpener = createContext<(playerId: string) => void>(() => {});

export const useOpenPlayerCard = () => useContext(PlayerCardOpener);
