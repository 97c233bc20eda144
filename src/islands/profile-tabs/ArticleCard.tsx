/**
 * One article of the profile's lists: cover, title and tag links (to /tag/{slug}), and the list's
 * toggle where it has one. The same boxes as the server's placeholder (template-parts/profile/tabs.php).
 */
import type { ReactNode } from 'react';
import type { ArticleCard as Card } from '@mvc/runtime-core';

import { tagLink } from './types';

export interface ArticleCardProps {
	card: Card;
	/** The pattern of a tag's page. */
	tagPattern: string;
	/** The toggle (likes and collection), if any. */
	children?: ReactNode;
}

export function ArticleCard( {
	card,
	tagPattern,
	children,
}: ArticleCardProps ) {
	return (
		<li className="mvc-profile-card">
			<a
				className="mvc-profile-card__cover"
				href={ card.link }
				tabIndex={ -1 }
				aria-hidden="true"
			>
				{ card.cover !== '' && (
					<img
						src={ card.cover }
						alt=""
						loading="lazy"
						width={ 640 }
						height={ 400 }
					/>
				) }
			</a>
			<div className="mvc-profile-card__body">
				<h3 className="mvc-profile-card__title">
					<a href={ card.link }>{ card.title }</a>
				</h3>
				{ card.tags.length > 0 && (
					<ul className="mvc-profile-card__tags">
						{ card.tags.map( ( tag ) => (
							<li key={ tag.id }>
								<a
									className="mvc-chip"
									href={ tagLink( tagPattern, tag.slug ) }
								>
									#{ tag.name }
								</a>
							</li>
						) ) }
					</ul>
				) }
			</div>
			{ children }
		</li>
	);
}
