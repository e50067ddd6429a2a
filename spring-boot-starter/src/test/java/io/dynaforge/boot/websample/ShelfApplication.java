package io.dynaforge.boot.websample;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.servlet.config.annotation.EnableWebMvc;

/** A Spring MVC application paging a repository through cursor tokens ({@code @EnableWebMvc}: no Boot web MVC here). */
@SpringBootApplication
@EnableWebMvc
public class ShelfApplication {}
