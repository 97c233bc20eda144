/**
 * The props of the message centre island (theme/template-parts/messages/centre.php).
 */

/** The two kinds: the REST category of `messagesRead`. */
export type Category = 'mention' | 'system';

export interface MessageCentreProps {
	/** The id of the server's region (the frame `messages`) the island works on. */
	frame: string;
}
