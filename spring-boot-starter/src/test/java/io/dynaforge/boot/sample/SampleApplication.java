package io.dynaforge.boot.sample;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A Boot application of two repositories, {@link CrateRepository} and {@code other.PalletRepository}. */
@SpringBootApplication
public class SampleApplication {}
