/**
 * The article's fields as the block editor's panels show them (Mvc\Core\Content\ArticleFields
 * holds the same list on the server, with the same labels).
 */
import { __ } from '@wordpress/i18n';

import type { Group } from './fields';

/**
 * The article's panels: the paper and its journal, the paper's citation data, the special issue's
 * call for papers.
 */
export function articleGroups(): Group[] {
	return [
		{
			name: 'mvc-article-paper',
			title: __( 'Paper and journal', 'mvc-core' ),
			fields: [
				{
					key: 'download_origin_link',
					label: __( 'Paper PDF link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'read_original_article',
					label: __( 'Original article link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'explore_journal',
					label: __( 'Journal link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'journal_logo',
					label: __( 'Journal logo', 'mvc-core' ),
					kind: 'logo',
				},
				{
					key: 'read_whole_title',
					label: __( 'Read-whole title', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'read_whole_url',
					label: __( 'Read-whole link', 'mvc-core' ),
					kind: 'url',
				},
				{
					// Both reference_title and reference_url, edited as rows.
					key: 'reference_title',
					label: __( 'References', 'mvc-core' ),
					kind: 'references',
				},
				{
					key: '_links_to_target',
					label: __( 'Open links in a new tab', 'mvc-core' ),
					kind: 'target',
				},
			],
		},
		{
			// The paper's own data, for "cite this" (GB/T 7714, RIS, BibTeX) and Google Scholar
			// (Mvc\Core\Content\Citation): the article's own title and date are the news post's.
			name: 'mvc-article-citation',
			title: __( 'Citation of the paper', 'mvc-core' ),
			fields: [
				{ key: 'doi', label: 'DOI', kind: 'text' },
				{
					key: 'paper_title',
					label: __( 'Paper title', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'paper_authors',
					label: __(
						'Authors, one per line (a Western name as “Given Family” or “Family, Given”; a Chinese name as it is)',
						'mvc-core'
					),
					kind: 'textarea',
				},
				{
					key: 'paper_journal',
					label: __(
						'Journal name (empty: the article’s journal)',
						'mvc-core'
					),
					kind: 'text',
				},
				{
					key: 'paper_year',
					label: __( 'Year', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'paper_volume',
					label: __( 'Volume', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'paper_issue',
					label: __( 'Issue', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'paper_pages',
					label: __( 'Pages or article number', 'mvc-core' ),
					kind: 'text',
				},
			],
		},
		{
			name: 'mvc-article-special-issue',
			title: __( 'Special issue call for papers', 'mvc-core' ),
			fields: [
				{
					key: 'cfps_link',
					label: __( 'Call for papers link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'submission_deadline',
					label: __( 'Submission deadline', 'mvc-core' ),
					kind: 'date',
				},
				{
					key: 'si_title_cn',
					label: __( 'Special issue title (Chinese)', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'si_title_en',
					label: __( 'Special issue title (English)', 'mvc-core' ),
					kind: 'text',
				},
			],
		},
	];
}
