/**
 * The guest-editor modal (spec public-site.md, "Guest-editor modal"): the four benefits of
 * becoming a guest editor and an apply-now link to the external application form.
 */
import { __ } from '@wordpress/i18n';

import { Modal } from '../Modal';

export interface GuestEditorModalProps {
	isOpen: boolean;
	onClose: () => void;
	/** External application form. */
	applyUrl: string;
}

export function GuestEditorModal( {
	isOpen,
	onClose,
	applyUrl,
}: GuestEditorModalProps ) {
	const benefits = [
		__( 'A platform that brings your research results together', 'mvc' ),
		__( 'Learn the publishing process as an editor', 'mvc' ),
		__( 'Widen your scholarly network and academic influence', 'mvc' ),
		__( 'Institutional recognition that furthers your career', 'mvc' ),
	];
	return (
		<Modal
			isOpen={ isOpen }
			onClose={ onClose }
			title={ __( 'Become a guest editor', 'mvc' ) }
			className="mvc-modal__dialog--guest-editor"
		>
			<ul className="mvc-guest-editor-modal__benefits">
				{ benefits.map( ( benefit, index ) => (
					<li
						key={ index }
						className="mvc-guest-editor-modal__benefit"
					>
						<span
							className="mvc-guest-editor-modal__number"
							aria-hidden="true"
						>
							{ index + 1 }
						</span>
						{ benefit }
					</li>
				) ) }
			</ul>
			<a
				className="mvc-button mvc-guest-editor-modal__apply"
				href={ applyUrl }
				target="_blank"
				rel="noopener noreferrer"
			>
				{ __( 'Apply now', 'mvc' ) }
				<span className="screen-reader-text">
					{ __( '(opens in a new tab)', 'mvc' ) }
				</span>
			</a>
		</Modal>
	);
}
