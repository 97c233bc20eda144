<?php
/**
 * A journal's minisite (public-site spec, section 2, "Journal minisite"): the banner carousel, the
 * header box and the four tabs, every tab's content in the HTML (template-parts/journals/). The
 * page is the same for every reader, so it is kept as a fragment (Mvc\Theme\Content\Fragments,
 * keyed by the content stamp: a change to the journal, its fields or any published article draws
 * it again); the page after a question or a contact message posted without JavaScript is drawn
 * fresh.
 *
 * @package Mvc
 */

use Mvc\Core\View\Minisite;
use Mvc\Theme\Content\Fragments;

get_header();
while ( have_posts() ) :
	the_post();
	$mvc_journal = get_post();
	if ( ! $mvc_journal instanceof WP_Post ) {
		continue;
	}
	$mvc_draw = static function () use ( $mvc_journal ): void {
		get_template_part( 'template-parts/journals/minisite', null, array( 'journal' => $mvc_journal ) );
	};
	if ( Minisite::personal() || post_password_required( $mvc_journal ) ) {
		$mvc_draw();
	} else {
		$mvc_files = glob( __DIR__ . '/template-parts/journals/*.php' );
		Fragments::print( 'journal-' . $mvc_journal->ID, is_array( $mvc_files ) ? $mvc_files : array(), $mvc_draw );
	}
endwhile;
get_footer();
