<?php
/**
 * "Cite this" (引用本文) under an article's references, when the article reports a paper with a
 * DOI (Mvc\Core\View\Article::citation()): the GB/T 7714-2015 reference shown, a copy button (behaviour
 * src/runtime/behaviours/copy-text.ts: hidden until it starts, 已复制 when done) and the RIS and
 * BibTeX files as plain links to GET /api/citation/{id}, which work without JavaScript.
 *
 * Arguments: `post` (WP_Post), the article.
 *
 * @package Mvc
 */

use Mvc\Core\View\Article;

$mvc_cite_post = $args['post'] ?? null;
$mvc_cite      = $mvc_cite_post instanceof WP_Post ? Article::citation( $mvc_cite_post ) : null;
if ( null === $mvc_cite ) {
	return;
}
?>
<section class="mvc-cite" aria-labelledby="mvc-cite-title">
	<h2 class="mvc-cite__title" id="mvc-cite-title"><?php esc_html_e( 'Cite this article', 'mvc' ); ?></h2>
	<p class="mvc-cite__text" id="mvc-cite-text"><?php echo esc_html( $mvc_cite['text'] ); ?></p>
	<div class="mvc-cite__actions">
		<button type="button" class="mvc-button mvc-button--outline mvc-cite__copy" data-mvc-copy="mvc-cite-text" data-mvc-copy-status="mvc-cite-status" data-mvc-copied="<?php esc_attr_e( 'Copied', 'mvc' ); ?>" data-mvc-copy-failed="<?php esc_attr_e( 'Copy failed: select the text and copy it.', 'mvc' ); ?>" hidden><?php esc_html_e( 'Copy', 'mvc' ); ?></button>
		<a class="mvc-button mvc-button--outline mvc-cite__download" href="<?php echo esc_url( $mvc_cite['ris'] ); ?>" download><?php esc_html_e( 'Download RIS', 'mvc' ); ?></a>
		<a class="mvc-button mvc-button--outline mvc-cite__download" href="<?php echo esc_url( $mvc_cite['bibtex'] ); ?>" download><?php esc_html_e( 'Download BibTeX', 'mvc' ); ?></a>
		<span class="screen-reader-text" id="mvc-cite-status" role="status"></span>
	</div>
</section>
